"""The raise pool: replies in the protocol's order, and answers that wait for it held as bytes.

The pattern slot raises ahead in a worker while the main process analyses; an answer the protocol has
not asked for yet is kept pickled, so what waits costs about 2 KB a file, not an object graph
(on Django's 883 files the unpickled answers held 7 MB in the main process at its peak)."""

from __future__ import annotations

from agent_providers.builtin.provider import BuiltinAnalyser
from agent_providers.seam import RaiseTask
from flows.audit.pool import RaisePool
from tests.builtin_support import MemoryView
from tickets.models import Slot

FILES = {f"pkg/mod_{n}.py": f"import hashlib\n\n\ndef digest_{n}(data):\n    return hashlib.md5(data).hexdigest()\n"
         for n in range(6)}


def test_answers_wait_pickled_and_come_back_as_the_providers_replies() -> None:
    view, provider = MemoryView(FILES), BuiltinAnalyser("bandit-rules")
    paths = sorted(FILES)
    pool = RaisePool(view, {Slot.AGENT_A: provider}, {}, {}, 1)
    try:
        pool.start([(path, (Slot.AGENT_A,)) for path in paths])
        waiting = [pool._job(Slot.AGENT_A, path) for path in paths]
        held = [future.result(timeout=120) for future in waiting]
        assert all(isinstance(answer, bytes) for answer in held)  # not the unpickled replies
        for path, future in zip(paths, waiting, strict=True):
            pool._jobs[(Slot.AGENT_A, path)] = future  # put back: replies() takes them in order
        replies = pool.replies(Slot.AGENT_A, paths)
    finally:
        pool.close()
    direct = [provider.raise_findings(RaiseTask(view, (path,))) for path in paths]
    assert [r.turn.model_dump() for r in replies] == [r.turn.model_dump() for r in direct]
    assert all(reply.turn.findings for reply in replies)  # each file's MD5 was raised


def test_a_worker_freezes_what_it_loaded_so_full_collections_skip_it() -> None:
    import gc
    import pickle

    from flows.audit import pool

    frozen_before = gc.get_freeze_count()
    try:
        pool._start_worker(pickle.dumps({}))
        assert gc.get_freeze_count() > frozen_before
    finally:
        gc.unfreeze()
