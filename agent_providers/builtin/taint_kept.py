"""Module analyses kept from one run to the next, and the check that a kept one still holds.

Owns the record of what one module's analysis asked the rest of the project (each `Outside`
question, in the order asked, with a digest of the answer) and the entries kept from it. A
module's analysis is a function of its text and of those answers alone: the same text asked the
same questions gets the same answers, so it comes to the same result, and the kept result is
taken instead of analysing again (early cut-off: a module that changed but answers the same
questions the same way invalidates none of the analyses that asked it).

A kept entry is checked by asking its questions again, in the same order, of the project as it is
now (a replay): everything the analysis would have set in motion (other modules' analyses, import
cycles cut, what it consulted) then happens exactly as if it had run, so what is kept never changes
an answer, only how long it takes. The first answer that differs stops the replay, and the module
is analysed afresh.

Entries are zlib-compressed pickles in twokey's own result store (a state folder outside the
audited repository, written only by twokey), keyed by the module's path and content id under the
provider's code version. One that cannot be read back is analysed afresh.
"""

from __future__ import annotations

import base64
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from agent_providers.builtin.taint_packed import decode, encode
from tickets.models import SkippedPath
from twokey.kernel.contentstore import Memo, MemoryMemo
from twokey.kernel.pysource import Means

if TYPE_CHECKING:
    from agent_providers.builtin.taint_expr import Outside
    from agent_providers.builtin.taint_facts import ClassSummary, Summary

# One question: (what was asked, its argument, a digest of the answer).
Question = tuple[str, str, str]
RESOLVE, FUNCTION, CLASS, ROUTES, PARSER, INSTANCE, PATTERN = "r", "f", "c", "u", "p", "i", "g"
_KEY = "taint-analysis1\0{path}\0{content_id}"
# What an import cycle's member is kept under for its second analysis (taint_project's `_settle`): its questions are
# asked of the cycle's first analyses, so it is checked apart from the first.
SETTLED = "\0settled"


def settled_key(path: str) -> str:
    """The key PATH's second analysis, as a member of an import cycle, is kept under."""
    return path + SETTLED


@dataclass(frozen=True)
class KeptAnalysis:
    """One module's analysis (or why it has none), and every question it asked, in order."""

    result: Any  # the ModuleResult, or the reason it has none
    means: Means | None
    failure: SkippedPath | None
    questions: tuple[Question, ...]


@dataclass
class RecordingOutside:
    """A module's `Outside` that notes each question the first time it is asked, with a digest of its answer.

    Asked again, a question gets the same answer: the first asking analysed whatever it needed (a module
    of the open import component, or another component), and a module busy then is busy until this
    analysis ends. So the first askings, in order, set in motion all that the analysis did."""

    outside: Outside
    digest: Callable[[Any], str]
    questions: list[Question] = field(default_factory=list)
    _asked: set[tuple[str, str]] = field(default_factory=set)

    def _note(self, kind: str, argument: str, answer: Any) -> None:
        if (kind, argument) not in self._asked:
            self._asked.add((kind, argument))
            self.questions.append((kind, argument, answer if kind == RESOLVE else self.digest(answer)))

    @property
    def path(self) -> str:
        return self.outside.path

    @property
    def module(self) -> str:
        return self.outside.module

    @property
    def package(self) -> str:
        return self.outside.package

    def resolve(self, canonical: str) -> str:
        answer = self.outside.resolve(canonical)
        self._note(RESOLVE, canonical, answer)  # a name: its own digest
        return answer

    def function(self, canonical: str) -> Summary | None:
        answer = self.outside.function(canonical)
        self._note(FUNCTION, canonical, answer)
        return answer

    def klass(self, canonical: str) -> ClassSummary | None:
        answer = self.outside.klass(canonical)
        self._note(CLASS, canonical, answer)
        return answer

    def safe_parser(self, canonical: str) -> int | None:
        answer = self.outside.safe_parser(canonical)
        self._note(PARSER, canonical, answer)
        return answer

    def instance(self, canonical: str) -> str | None:
        answer = self.outside.instance(canonical)
        self._note(INSTANCE, canonical, answer)
        return answer

    def pattern(self, canonical: str) -> str | None:
        answer = self.outside.pattern(canonical)
        self._note(PATTERN, canonical, answer)
        return answer


    def routes(self, handler: str) -> Any:
        answer = self.outside.routes(handler)
        self._note(ROUTES, handler, answer)
        return answer


def replays(outside: Outside, questions: Sequence[Question], digest: Callable[[Any], str]) -> bool:
    """Ask QUESTIONS of OUTSIDE again, in order: whether every answer is the one recorded. Stops at the
    first that differs (what the analysis asks next could depend on it)."""
    for kind, argument, recorded in questions:
        if kind == RESOLVE:
            answer = outside.resolve(argument)
        elif kind == ROUTES:
            answer = digest(outside.routes(argument))
        elif kind == PARSER:
            answer = digest(outside.safe_parser(argument))
        elif kind == INSTANCE:
            answer = digest(outside.instance(argument))
        elif kind == PATTERN:
            answer = digest(outside.pattern(argument))
        else:
            answer = digest(outside.function(argument) if kind == FUNCTION else outside.klass(argument))
        if answer != recorded:
            return False
    return True


class KeptAnalyses:
    """The kept analyses in MEMO, by module path and content id, encoded as text (a memo keeps JSON).

    With WRITES, every entry put is also listed in `written`, for a helper process to hand back to the
    process that owns the store."""

    def __init__(self, memo: Memo, writes: bool = False) -> None:
        self.memo = memo
        self.written: list[tuple[str, str, str]] = []
        self._writes = writes

    @classmethod
    def shipped(cls, entries: dict[tuple[str, str], str]) -> KeptAnalyses:
        """A helper's: the encoded ENTRIES it was sent (by path and content id), listing what it writes."""
        kept = cls(MemoryMemo(), writes=True)
        for (path, content_id), raw in entries.items():
            kept.memo.put(_KEY.format(path=path, content_id=content_id), raw)
        return kept

    def get(self, path: str, content_id: str) -> KeptAnalysis | None:
        raw = self.raw(path, content_id)
        if raw is None:
            return None
        try:
            entry = decode(base64.b64decode(raw))
        except Exception:  # damaged, or from a build whose classes differ: analysed afresh
            return None
        return entry if isinstance(entry, KeptAnalysis) else None

    def put(self, path: str, content_id: str, entry: KeptAnalysis) -> None:
        raw = base64.b64encode(encode(entry)).decode()
        self.put_raw(path, content_id, raw)

    def raw(self, path: str, content_id: str) -> str | None:
        raw = self.memo.get(_KEY.format(path=path, content_id=content_id))
        return raw if isinstance(raw, str) else None

    def put_raw(self, path: str, content_id: str, raw: str) -> None:
        self.memo.put(_KEY.format(path=path, content_id=content_id), raw)
        if self._writes:
            self.written.append((path, content_id, raw))
