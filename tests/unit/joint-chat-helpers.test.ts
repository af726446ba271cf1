/**
 * Small pure parts of the joint-hall chat: where the sockets are (chatEndpoints), where the window
 * may be dragged (dragBounds), the presence frames accepted, and who a start-chat button talks to
 * (united/shared/chatPeers).
 */
import { describe, expect, it } from 'vitest';
import type { UnitedMappingAunt } from '@/api/united.types';
import { chatEndpoints } from '@/api/chat/adapters/socketioV1/endpoints';
import { clampToViewport, dragTo, initialPlace, WINDOW_MARGIN } from '@/pages/chat/joint/dragBounds';
import { parsePresenceFrame } from '@/api/chat/adapters/socketioV1/presence';
import { hallPeer, mergePeer } from '@/pages/united/shared/chatPeers';

describe('chat endpoints', () => {
  it('a base path on this origin: io(origin, { path: base + /socket.io }), presence over ws(s) on the same host', () => {
    const local = chatEndpoints('/chat-api', 'http://127.0.0.1:5173/dashboard');
    expect(local.origin).toBe('http://127.0.0.1:5173');
    expect(local.socketPath).toBe('/chat-api/socket.io');
    expect(local.presenceUrl('a b/c')).toBe('ws://127.0.0.1:5173/chat-api/presence?token=a%20b%2Fc');
    const secure = chatEndpoints('/chat-api/', 'https://agency.example/x');
    expect(secure.presenceUrl('t')).toBe('wss://agency.example/chat-api/presence?token=t');
  });

  it('an absolute base: its own origin and path', () => {
    const remote = chatEndpoints('https://chat.example.com/svc', 'http://127.0.0.1:5173/');
    expect(remote).toMatchObject({ origin: 'https://chat.example.com', socketPath: '/svc/socket.io' });
    expect(remote.presenceUrl('t')).toBe('wss://chat.example.com/svc/presence?token=t');
  });
});

describe('the window’s place', () => {
  const size = { width: 760, height: 560 };
  const viewport = { width: 1440, height: 900 };

  it('opens at the bottom right, inside the viewport', () => {
    expect(initialPlace(size, viewport)).toEqual({ x: 1440 - 760 - 24, y: 900 - 560 - 24 });
    expect(initialPlace(size, { width: 700, height: 500 })).toEqual({ x: WINDOW_MARGIN, y: WINDOW_MARGIN });
  });

  it('moves with the pointer and never leaves the viewport', () => {
    const start = { x: 600, y: 300 };
    expect(dragTo(start, { x: 100, y: 100 }, { x: 40, y: 120 }, size, viewport)).toEqual({ x: 540, y: 320 });
    expect(dragTo(start, { x: 100, y: 100 }, { x: -2000, y: -2000 }, size, viewport)).toEqual({ x: WINDOW_MARGIN, y: WINDOW_MARGIN });
    expect(dragTo(start, { x: 100, y: 100 }, { x: 5000, y: 5000 }, size, viewport)).toEqual({ x: 1440 - 760 - WINDOW_MARGIN, y: 900 - 560 - WINDOW_MARGIN });
    expect(clampToViewport({ x: 900, y: 500 }, size, { width: 1024, height: 768 })).toEqual({ x: 1024 - 760 - WINDOW_MARGIN, y: 768 - 560 - WINDOW_MARGIN });
  });
});

describe('presence frames', () => {
  it('takes the three frames and ignores anything else', () => {
    expect(parsePresenceFrame('{"type":"snapshot","online":[1,2]}')).toEqual({ type: 'snapshot', online: [1, 2] });
    expect(parsePresenceFrame('{"type":"online","userId":3}')).toEqual({ type: 'online', userId: 3 });
    expect(parsePresenceFrame('{"type":"offline","userId":3}')).toEqual({ type: 'offline', userId: 3 });
    for (const junk of ['', 'not json', 'null', '[]', '{"type":"online","userId":"3"}', '{"type":"snapshot","online":["1"]}', '{"type":"kick"}'])
      expect(parsePresenceFrame(junk), junk).toBeNull();
    expect(parsePresenceFrame(new ArrayBuffer(2))).toBeNull();
  });
});

describe('start-chat peers', () => {
  const hall = { isOwn: 0 as const, companyId: 2, companyName: '杭州好阿姨家政', teacherUserId: 31, teacherName: '王老师' };

  it('a hall record: the staff member who shared it, never our own agency’s', () => {
    expect(hallPeer(hall, 1)).toEqual({ userId: 31, userName: '王老师', userAvatar: '', companyName: '杭州好阿姨家政' });
    expect(hallPeer({ ...hall, isOwn: 1 }, 1)).toBeNull();
    expect(hallPeer(hall, 2)).toBeNull();
    expect(hallPeer({ ...hall, teacherUserId: 0 }, 1)).toBeNull();
  });

  it('a merge record: the applicant on our record, the publisher on our application, nobody when both sides are ours', () => {
    const record = {
      companyId: 2,
      companyName: '杭州好阿姨家政',
      teacherUserId: 31,
      client_user: { contact: '王老师', avatarUrl: '/w.png' },
      ownerCompanyId: 1,
      ownerCompanyName: '上海家政',
      ownerUserId: 11,
    } as UnitedMappingAunt;
    expect(mergePeer(record, 1)).toEqual({ userId: 31, userName: '王老师', userAvatar: '/w.png', companyName: '杭州好阿姨家政' });
    expect(mergePeer(record, 2)).toEqual({ userId: 11, userName: '', userAvatar: '', companyName: '上海家政' });
    expect(mergePeer(record, 3)).toBeNull();
    expect(mergePeer({ ...record, companyId: 1 }, 1)).toBeNull();
  });
});
