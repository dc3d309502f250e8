import { buildTestApp, mailTo } from '@app/core/testing';
import { authServerPlugin } from '@app/plugin-auth/server';
import { usersRoutes } from '@app/plugin-auth/shared';
import { dossierServerPlugin } from '@app/plugin-dossier/server';
import { screeningServerPlugin } from '@app/plugin-screening/server';
import { workflowServerPlugin } from '@app/plugin-workflow/server';
import t from 'tap';
import { TASK_MESSAGES as M, tasksRoutes as r } from '../shared/index.ts';
import { purgeFreeUploads, tasksServerPlugin } from './index.ts';
import { dossierWithFiles, PDF, PNG, team, uploadTaskFile } from './tasks.test-helpers.ts';

// Tasks and what the dossier it points at needs: auth, workflow, screening, dossier.
const api = await buildTestApp(t, {
  plugins: [authServerPlugin, workflowServerPlugin, screeningServerPlugin, dossierServerPlugin, tasksServerPlugin],
});
const org = await team(api);
const other = await team(api);
const d = await dossierWithFiles(api, org);
const second = await dossierWithFiles(api, org, 'Second Client BV');
const od = await dossierWithFiles(api, other, 'Other Org BV');

const taskBody = (over: Record<string, unknown> = {}, task: Record<string, unknown> = {}) => ({
  task: {
    assignee: org.maker.id,
    task_comment: 'Please check the passport of Ann Lee',
    concerns: [{ section_type: 'individual', section_id: d.person, file_id: d.passport }],
    ...task,
  },
  fileIds: [],
  company_id: d.companyId,
  ...over,
});
const countTasks = async () => (await api.call(r.listTasks, {}, org.admin.token)).body.count as number;

t.test(
  'create: the compliance officer assigns a task on a shareholder file; the assignee is mailed and badged',
  async (t) => {
    const up = await uploadTaskFile(api, org.checker.token, 'scan.pdf', PDF);
    t.equal(up.status, 200);
    const res = await api.call(r.createTask, taskBody({ fileIds: [up.body.file._id] }), org.checker.token);
    t.equal(res.status, 200);
    t.equal(res.body.status, 'success');
    t.equal(res.body.message, M.created);
    const task = res.body.task;
    t.equal(task.status, 'to do');
    t.equal(task.task_status, 'to do');
    t.equal(task.creator, org.checker.id);
    t.equal(task.assigned_to_user_id, org.maker.id);
    t.equal(task.assignee_.username, org.maker.username);
    t.equal(task.company_data.name, 'Acme Holding BV');
    t.equal(task.firstComment.message, 'Please check the passport of Ann Lee');
    t.equal(task.description, 'Please check the passport of Ann Lee');
    t.same(task.referances, [{ section_type: 'individual', section_id: d.person, file_id: d.passport }]);
    t.same(
      task.files.map((f: { filename: string }) => f.filename),
      ['scan.pdf'],
    );
    t.same(task.status_options, ['to do', 'done'], 'the creator sees to do and done');

    const mail = await mailTo(api.smtp, org.maker.email, /New task for you/);
    t.match(mail.text, `/${d.companyId}/tasks/${task._id}`);
    t.match(mail.text, 'Acme Holding BV');
    t.equal((await api.call(r.unreadCount, {}, org.maker.token)).body.count, 1, 'badge for the assignee');
    t.equal((await api.call(r.unreadCount, {}, org.checker.token)).body.count, 0, 'no badge for the creator');

    const view = await api.call(r.getTask, { id: task._id }, org.maker.token);
    t.equal(view.status, 200);
    t.same(view.body.task.status_options, ['to do', 'review'], 'the assignee sees to do and review');
    t.equal(view.body.messages.length, 1);
    t.equal(view.body.messages[0].attachments[0].filename, 'scan.pdf');
    t.equal(
      view.body.concern[0].path,
      `/${d.companyId}/shareholders/?highlight=${d.passport}`,
      'the shareholder tab, the file highlighted',
    );
    t.equal(view.body.concern[0].label, 'Ann Lee — Passport file');
    t.equal((await api.call(r.unreadCount, {}, org.maker.token)).body.count, 0, 'opening clears the badge');
  },
);

t.test('references resolve to the tab holding them', async (t) => {
  const concerns = [
    { section_type: 'individual', section_id: d.directorPerson },
    { section_type: 'corporate_file', file_id: d.corporateFile },
    { section_type: 'shareholders', section_id: d.shareholder },
    { section_type: 'subsidiary' },
  ];
  const res = await api.call(
    r.createTask,
    taskBody({}, { concerns, description: 'Director check' }),
    org.checker.token,
  );
  t.equal(res.status, 200, JSON.stringify(res.body));
  t.equal(res.body.task.description, 'Director check');
  const view = await api.call(r.getTask, { id: res.body.task._id }, org.checker.token);
  t.same(
    view.body.concern.map((c: { path: string }) => c.path),
    [
      `/${d.companyId}/managing-directors/?highlight=${d.directorPerson}`,
      `/${d.companyId}/corporate/?highlight=${d.corporateFile}`,
      `/${d.companyId}/shareholders/?highlight=${d.shareholder}`,
      `/${d.companyId}/subsidiary/`,
    ],
  );
});

t.test('create: bad input is a 4xx with its message and creates nothing', async (t) => {
  const before = await countTasks();
  const up = await uploadTaskFile(api, org.maker.token, 'mine.pdf', PDF);
  const cases: [string, Record<string, unknown>, number, string?][] = [
    ['empty comment', taskBody({}, { task_comment: '   ' }), 400, M.commentRequired],
    ['no comment', { task: { assignee: org.maker.id }, company_id: d.companyId }, 400],
    ['assignee of another organisation', taskBody({}, { assignee: other.maker.id }), 400, M.assigneeNotMember],
    ['unknown assignee', taskBody({}, { assignee: 'nobody' }), 400, M.assigneeNotMember],
    ['client of another organisation', taskBody({ company_id: od.companyId }), 404, M.companyNotFound],
    ['unknown client', taskBody({ company_id: 'a'.repeat(24) }), 404, M.companyNotFound],
    ['bad client id', taskBody({ company_id: 'x' }), 400],
    [
      'file of another organisation',
      taskBody({}, { concerns: [{ section_type: 'individual', section_id: od.person, file_id: od.passport }] }),
      404,
      M.referenceNotFound,
    ],
    [
      'file of another client',
      taskBody({}, { concerns: [{ section_type: 'individual', section_id: second.person, file_id: second.passport }] }),
      400,
      M.referenceOtherCompany,
    ],
    [
      'file of another person',
      taskBody({}, { concerns: [{ section_type: 'individual', section_id: d.directorPerson, file_id: d.passport }] }),
      400,
    ],
    ['a file as a person', taskBody({}, { concerns: [{ section_type: 'individual', section_id: d.passport }] }), 400],
    ['a person as a file', taskBody({}, { concerns: [{ section_type: 'shareholders', file_id: d.person }] }), 400],
    [
      'person file as corporate file',
      taskBody({}, { concerns: [{ section_type: 'corporate_file', file_id: d.passport }] }),
      400,
    ],
    [
      'corporate file without file',
      taskBody({}, { concerns: [{ section_type: 'corporate_file' }] }),
      400,
      M.referenceIncomplete,
    ],
    ['unknown section type', taskBody({}, { concerns: [{ section_type: 'bogus' }] }), 400],
    ['upload of someone else', taskBody({ fileIds: [up.body.file._id] }), 400, M.attachmentUnknown],
    ['unknown field', { ...taskBody(), extra: 1 }, 400],
  ];
  for (const [name, body, status, message] of cases) {
    const res = await api.call(r.createTask, body, org.checker.token);
    t.equal(res.status, status, name);
    if (message) t.equal(res.body.message, message, name);
  }
  t.equal(await countTasks(), before, 'nothing created');
});

t.test('read: lists per client and across clients; another organisation sees nothing (404)', async (t) => {
  const onSecond = await api.call(
    r.createTask,
    taskBody({ company_id: second.companyId }, { concerns: [] }),
    org.checker.token,
  );
  t.equal(onSecond.status, 200);
  const all = await api.call(r.listTasks, {}, org.auditor.token);
  t.equal(all.status, 200);
  t.ok(all.body.tasks.some((x: { company_data: { name: string } }) => x.company_data.name === 'Second Client BV'));
  const one = await api.call(r.listTasks, { company_id: second.companyId }, org.auditor.token);
  t.same(
    one.body.tasks.map((x: { _id: string }) => x._id),
    [onSecond.body.task._id],
  );
  t.equal(one.body.count, 1);
  t.same((await api.call(r.listTasks, {}, other.admin.token)).body.tasks, [], 'other organisation: empty list');
  for (const [name, companyId, token] of [
    ["another organisation's client", d.companyId, other.admin.token],
    ['an unknown client', 'a'.repeat(24), org.admin.token],
  ] as const) {
    const res = await api.call(r.listTasks, { company_id: companyId }, token);
    t.equal(res.status, 404, `${name}: 404, not an empty list`);
    t.equal(res.body.message, M.companyNotFound);
    t.notOk(res.body.tasks, 'no list');
  }
  t.equal((await api.call(r.getTask, { id: onSecond.body.task._id }, other.admin.token)).status, 404);
  t.equal((await api.call(r.getTask, { id: 'f'.repeat(24) }, org.admin.token)).status, 404);
  t.equal((await api.call(r.getTask, { id: 'nope' }, org.admin.token)).status, 400);
  t.equal((await api.call(r.listTasks, { company_id: 'nope' }, org.admin.token)).status, 400, 'a malformed id');
  t.equal(
    (await api.call(r.listTasks, { company_id: second.companyId }, other.admin.token)).status,
    404,
    'a client with tasks, of another organisation',
  );
  t.equal((await api.call(r.listTasks, { company_id: d.companyId })).status, 401);
  const assignees = await api.call(r.listAssignees, {}, org.client.token);
  t.ok(assignees.body.users.some((u: { _id: string }) => u._id === org.maker.id));
  t.notOk(
    assignees.body.users.some((u: { _id: string }) => u._id === other.maker.id),
    'only members of the organisation',
  );
});

t.test(
  'status rules over the API: assignee to do/review, creator to do/done, others 403, other organisation 404',
  async (t) => {
    const task = (await api.call(r.createTask, taskBody({}, { concerns: [] }), org.checker.token)).body.task;
    const self = (
      await api.call(r.createTask, taskBody({}, { assignee: org.checker.id, concerns: [] }), org.checker.token)
    ).body.task;
    const rows: [who: string, token: string, id: string, status: string, code: number][] = [
      ['assignee', org.maker.token, task._id, 'review', 200],
      ['assignee', org.maker.token, task._id, 'done', 403],
      ['assignee', org.maker.token, task._id, 'to do', 200],
      ['creator', org.checker.token, task._id, 'review', 403],
      ['creator', org.checker.token, task._id, 'done', 200],
      ['creator', org.checker.token, task._id, 'to do', 200],
      ['colleague', org.supervisor.token, task._id, 'to do', 403],
      ['colleague', org.admin.token, task._id, 'done', 403],
      ['other organisation', other.admin.token, task._id, 'done', 404],
      ['creator and assignee', org.checker.token, self._id, 'review', 200],
      ['creator and assignee', org.checker.token, self._id, 'done', 200],
      ['bad status', org.checker.token, task._id, 'closed', 400],
    ];
    for (const [who, token, id, status, code] of rows) {
      const res = await api.call(r.updateTask, { task_id: id, status }, token);
      t.equal(res.status, code, `${who} → '${status}'`);
      if (code === 200) {
        t.equal(res.body.message, M.statusUpdated);
        t.equal(res.body.task.status, status);
      }
    }
    t.equal(
      (await api.call(r.getTask, { id: task._id }, org.checker.token)).body.task.status,
      'to do',
      'refused changes changed nothing',
    );
  },
);

t.test('discussion: the assignee is mailed and badged per message of a colleague', async (t) => {
  const task = (
    await api.call(r.createTask, taskBody({}, { concerns: [], task_comment: 'Discuss this' }), org.checker.token)
  ).body.task;
  await api.call(r.getTask, { id: task._id }, org.maker.token);
  const badge = (await api.call(r.unreadCount, {}, org.maker.token)).body.count as number;
  const up = await uploadTaskFile(api, org.checker.token, 'more.png', PNG);
  const res = await api.call(
    r.createTaskMessage,
    { task_id: task._id, content: 'One more detail', files: [up.body.file._id] },
    org.checker.token,
  );
  t.equal(res.status, 200);
  t.equal(res.body.status, 'success');
  t.equal(res.body.message.message, 'One more detail');
  t.equal(res.body.message.attachments[0].filename, 'more.png');
  const mail = await mailTo(api.smtp, org.maker.email, /New message on your task: Discuss this/);
  t.match(mail.text, 'One more detail');
  t.equal((await api.call(r.unreadCount, {}, org.maker.token)).body.count, badge + 1, 'the task is badged again');
  const mine = await api.call(r.createTaskMessage, { task_id: task._id, content: 'Noted' }, org.maker.token);
  t.equal(mine.status, 200);
  const view = await api.call(r.getTask, { id: task._id }, org.maker.token);
  t.same(
    view.body.messages.map((m: { message: string }) => m.message),
    ['Discuss this', 'One more detail', 'Noted'],
  );
  t.equal(
    (await api.call(r.unreadCount, {}, org.maker.token)).body.count,
    badge,
    'own messages do not badge; opening clears',
  );
  t.equal(view.body.task.files.length, 1);
  t.equal(
    (await api.call(r.createTaskMessage, { task_id: task._id, content: '  ' }, org.checker.token)).body.message,
    M.contentRequired,
  );
  t.equal((await api.call(r.createTaskMessage, { task_id: task._id, content: 'x' }, other.admin.token)).status, 404);
  t.equal((await api.call(r.createTaskMessage, { task_id: task._id }, org.checker.token)).status, 400);
  t.equal(
    (await api.call(r.getTask, { id: task._id }, org.maker.token)).body.messages.length,
    3,
    'refused messages changed nothing',
  );
});

t.test('attachments: 10 MB, type by content, downloads streamed to the organisation only', async (t) => {
  const up = await uploadTaskFile(api, org.maker.token, 'evil.pdf', Buffer.from('MZ\x90\x00\x03\x00\x00\x00'));
  t.equal(up.status, 400);
  t.equal(up.body.message, M.fileType, 'an executable named .pdf is refused');
  const big = await uploadTaskFile(
    api,
    org.maker.token,
    'big.pdf',
    Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]),
  );
  t.equal(big.status, 400);
  t.equal(big.body.message, 'big.pdf is to big, max file size is 10MB');
  t.equal((await uploadTaskFile(api, org.maker.token, 'empty.pdf', '')).status, 400);
  t.equal((await uploadTaskFile(api, null, 'x.pdf', PDF)).status, 401);
  const noFile = await api.app.inject({
    method: 'POST',
    url: r.UPLOAD_TASK_FILE_PATH,
    headers: { authorization: `Bearer ${org.maker.token}` },
    payload: {},
  });
  t.equal(noFile.statusCode, 400);

  const ok = await uploadTaskFile(api, org.maker.token, 'notes.txt', 'plain notes\n');
  t.equal(ok.status, 200);
  const task = (
    await api.call(r.createTask, taskBody({ fileIds: [ok.body.file._id] }, { concerns: [] }), org.maker.token)
  ).body.task;
  const fileId = task.files[0]._id;
  const download = (token: string | null) =>
    api.app.inject({
      method: 'GET',
      url: `/api/v1/get-task-file/?id=${fileId}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const got = await download(org.auditor.token);
  t.equal(got.statusCode, 200);
  t.equal(got.body, 'plain notes\n');
  t.match(got.headers['content-type'], 'text/plain');
  t.match(got.headers['content-disposition'], 'notes.txt');
  t.equal((await download(other.admin.token)).statusCode, 404, 'another organisation');
  t.equal((await download(null)).statusCode, 401);
  const free = await uploadTaskFile(api, org.checker.token, 'free.pdf', PDF);
  const freeGet = (token: string) =>
    api.app.inject({
      method: 'GET',
      url: `/api/v1/get-task-file/?id=${free.body.file._id}`,
      headers: { authorization: `Bearer ${token}` },
    });
  t.equal((await freeGet(org.checker.token)).statusCode, 200, 'the uploader sees a free upload');
  t.equal((await freeGet(org.maker.token)).statusCode, 404, 'a colleague does not');
});

t.test('who may not: a colleague whose dossier access is denied gets 403 on every call', async (t) => {
  const res = await api.call(
    usersRoutes.updatePermissions,
    { user_id: org.auditor.id, name: 'view_dashboard_tab', effect: 'deny' },
    org.admin.token,
  );
  t.equal(res.status, 200);
  for (const [route, input] of [
    [r.listTasks, {}],
    [r.listAssignees, {}],
    [r.unreadCount, {}],
    [r.createTask, taskBody()],
    [r.updateTask, { task_id: 'a'.repeat(24), status: 'done' }],
  ] as const) {
    t.equal((await api.call(route, input, org.auditor.token)).status, 403, route.url);
  }
  t.equal((await uploadTaskFile(api, org.auditor.token, 'x.pdf', PDF)).status, 403);
  const users = await api.call(r.listAssignees, {}, org.admin.token);
  t.notOk(
    users.body.users.some((u: { _id: string }) => u._id === org.auditor.id),
    'no longer an assignee',
  );
});

t.test('free uploads never attached are purged after a day; attached ones stay', async (t) => {
  const free = await uploadTaskFile(api, org.maker.token, 'abandoned.pdf', PDF);
  const kept = await uploadTaskFile(api, org.maker.token, 'kept.pdf', PDF);
  await api.call(r.createTask, taskBody({ fileIds: [kept.body.file._id] }, { concerns: [] }), org.maker.token);
  const get = (id: string) =>
    api.app.inject({
      method: 'GET',
      url: `/api/v1/get-task-file/?id=${id}`,
      headers: { authorization: `Bearer ${org.maker.token}` },
    });
  t.equal(await purgeFreeUploads(api.ctx), 0, 'nothing is a day old yet');
  t.ok((await purgeFreeUploads(api.ctx, Date.now() + 25 * 3600_000)) >= 1);
  t.equal((await get(free.body.file._id)).statusCode, 404);
  t.equal((await get(kept.body.file._id)).statusCode, 200);
});
