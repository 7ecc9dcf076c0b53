"""Raising on every core: per-file raises run ahead in worker processes while the protocol goes on.

Owns the process pool of one audit. Only providers that raise per file go there, as pickled
copies made at the start of the run; each file's text is read here, where the snapshot's git
pipe lives, and sent with its job. A worker answers with each provider's reply for that file
and what the provider kept in its memo. Replies are handed out in the order the protocol asks
for them, so nothing but speed depends on the number of workers. Only a few files per worker
are in flight at once; the answers that wait for the protocol stay pickled (about 2 KB
a file instead of its object graph) until it asks for them.
"""

from __future__ import annotations

import gc
import os
import pickle
import threading
from collections.abc import Mapping, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from typing import Any

from agent_providers.seam import Provider, RaiseTask, Reply
from flows.audit.reuse import SingleFileView
from tickets.models import Slot
from twokey.kernel.codeview import CodeView
from twokey.kernel.contentstore import Memo, MemoryMemo
from twokey.kernel.processes import forkserver_context

# Below this many files to raise, starting worker processes costs more than it saves.
POOL_MIN_FILES = 100
IN_FLIGHT_PER_WORKER = 4

# What one job answers per slot: the reply (or the error the provider raised), its memo's entries, and
# its notes for this run (only when another slot raised findings in the file, so will ask it to refute them).
Answer = tuple[Reply | BaseException, dict[str, Any], dict[str, Any]]


def available_cores() -> int:
    try:
        return len(os.sched_getaffinity(0))  # what this process may use, not what the machine has
    except AttributeError:
        return os.cpu_count() or 1


def workers_for(setting: int | None) -> int:
    return setting if setting is not None else available_cores()


class RaisePool:
    """Bounded worker processes that raise, file by file, ahead of the protocol."""

    def __init__(self, view: CodeView, providers: dict[Slot, Provider], memos: Mapping[Slot, Memo | None],
                 notes: Mapping[Slot, Memo], workers: int, *, lenses: tuple[str, ...] = ("security",),
                 commit: str = "", nice: int = 0, preload: Sequence[str] = ()) -> None:
        self.view, self.providers, self.memos, self.notes = view, providers, memos, notes
        self.lenses, self.commit = lenses, commit
        context = forkserver_context(sorted(_modules_of(providers.values()) | set(preload)))
        self._executor = ProcessPoolExecutor(
            max_workers=workers, mp_context=context, initializer=_start_worker,
            initargs=(pickle.dumps({slot.value: provider for slot, provider in providers.items()}), nice))
        self._room = threading.Semaphore(workers * IN_FLIGHT_PER_WORKER)
        self._jobs: dict[tuple[Slot, str], Future] = {}
        self._noted: set[str] = set()
        self._submitted = threading.Condition()
        self._stopping = threading.Event()
        self._feeder: threading.Thread | None = None
        self._feed_error: BaseException | None = None

    def start(self, work: Sequence[tuple[str, tuple[Slot, ...]]]) -> None:
        """Raise WORK, (path, slots that need it) in the order the protocol will ask, in the background."""
        self._feeder = threading.Thread(target=self._feed, args=(list(work),), name="twokey-raise-feeder",
                                        daemon=True)
        self._feeder.start()

    def _feed(self, work: list[tuple[str, tuple[Slot, ...]]]) -> None:
        try:
            for path, slots in work:
                self._room.acquire()
                if self._stopping.is_set():
                    return
                source = SingleFileView.of(self.view, path)
                future = self._executor.submit(_raise_file, tuple(slot.value for slot in slots), path,
                                               source.text, source.file_id, source.problem, self.lenses, self.commit)
                future.add_done_callback(self._finished)
                with self._submitted:
                    for slot in slots:
                        self._jobs[(slot, path)] = future
                    self._submitted.notify_all()
        except BaseException as error:  # the protocol sees it when it asks for a file never submitted
            self._feed_error = error
            with self._submitted:
                self._submitted.notify_all()

    def _finished(self, future: Future) -> None:
        self._room.release()

    def replies(self, slot: Slot, paths: Sequence[str]) -> list[Reply]:
        """The reply of SLOT's provider for each of PATHS, in order; raises the first error a file met.

        What the provider kept in its memo for a file lands in this run's memo here, before the
        protocol goes on to refute, so a refuter's index finds it."""
        replies = []
        memo = self.memos.get(slot)
        for path in paths:
            answers: dict[str, Answer] = pickle.loads(self._job(slot, path).result())
            answer, kept, _ = answers[slot.value]
            if memo is not None:
                for key, value in kept.items():
                    memo.put(key, value)
            self._take_notes(path, answers)
            if isinstance(answer, BaseException):
                raise answer
            replies.append(answer)
        return replies

    def _take_notes(self, path: str, answers: dict[str, Answer]) -> None:
        """Every slot's notes on PATH, the first time any slot's answer for it is taken: the other slot is
        about to refute what this one raised there, and may want its own notes on the file for that."""
        if path in self._noted:
            return
        self._noted.add(path)
        for slot_name, (_, _, noted) in answers.items():
            notes = self.notes.get(Slot(slot_name))
            if notes is not None:
                for key, value in noted.items():
                    notes.put(key, value)

    def _job(self, slot: Slot, path: str) -> Future:
        with self._submitted:
            while (slot, path) not in self._jobs:
                if self._feed_error is not None:
                    raise RuntimeError(f"raising ahead failed: {self._feed_error}")
                if self._feeder is None or not self._feeder.is_alive():
                    raise RuntimeError(f"{path} was never given to the raise pool")
                self._submitted.wait(timeout=1.0)
            return self._jobs.pop((slot, path))

    def close(self) -> None:
        self._stopping.set()
        self._room.release()  # wakes a feeder waiting for room, which then sees the stop
        self._executor.shutdown(wait=True, cancel_futures=True)
        if self._feeder is not None:
            self._feeder.join()


def _modules_of(providers: Any) -> set[str]:
    """The modules a worker needs, imported once in the fork server rather than in every worker."""
    modules = {"flows.audit.pool"}
    for provider in providers:
        modules.add(type(provider).__module__)
        modules.update(type(value).__module__ for value in vars(provider).values())
    return {name for name in modules if name and name != "builtins"}


def use_pool(workers: int, files: int, providers: dict[Slot, Provider]) -> bool:
    return workers > 1 and files >= POOL_MIN_FILES and bool(providers)


# --- the worker side ---------------------------------------------------------------------------

_PROVIDERS: dict[str, Provider] = {}


def _start_worker(pickled: bytes, nice: int = 0) -> None:
    global _PROVIDERS
    if nice:
        os.nice(nice)
    _PROVIDERS = pickle.loads(pickled)
    # What the worker has loaded (the analysers, Bandit's tests, the providers) lives as long as it does:
    # frozen, the collector's full passes (frequent here: Bandit's parent links make every tree a cycle)
    # skip it. Measured on half of Django in one process: 4% less CPU, the same memory.
    gc.freeze()


def _raise_file(slots: tuple[str, ...], path: str, text: str | None, file_id: str, problem: str,
                lenses: tuple[str, ...], commit: str) -> bytes:
    """Each slot's Answer for PATH, pickled here: the protocol may take it much later, and until then
    the bytes are what the main process holds (unpickled on arrival, they would be objects)."""
    view = SingleFileView(path, text, file_id, problem)
    answers: dict[str, Answer] = {}
    raised: set[str] = set()
    for slot in slots:
        memo, notes = MemoryMemo(), MemoryMemo()
        try:
            task = RaiseTask(view, (path,), lenses=lenses, commit=commit, memo=memo, notes=notes)
            reply = _PROVIDERS[slot].raise_findings(task)
            answers[slot] = (reply, memo.values, notes.values)
            if _has_findings(reply.turn):
                raised.add(slot)
        except Exception as error:
            answers[slot] = (_portable(error), memo.values, {})
    # Notes go back only where the other slot will refute something; the rest would be carried for nothing.
    return pickle.dumps({slot: (reply, kept, noted if raised - {slot} else {})
                         for slot, (reply, kept, noted) in answers.items()})


def _has_findings(turn: Any) -> bool:
    findings = turn.get("findings") if isinstance(turn, dict) else getattr(turn, "findings", None)
    return bool(findings)


def _portable(error: Exception) -> BaseException:
    """ERROR itself if it survives pickling (a provider error keeps its status), else its one line."""
    try:
        pickle.loads(pickle.dumps(error))
        return error
    except Exception:
        return RuntimeError(f"{type(error).__name__}: {error}")

