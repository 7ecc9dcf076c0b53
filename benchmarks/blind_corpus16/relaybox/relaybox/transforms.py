"""Message transform pipelines (PEP 695 syntax; Python 3.12+)."""
import subprocess
import tempfile
from collections.abc import Callable
from dataclasses import dataclass, field

from lxml import etree

type Transform[T] = Callable[[T], T]
type Message = dict[str, str]


@dataclass
class Pipeline[T]:
    steps: list[Transform[T]] = field(default_factory=list)

    def add(self, step: Transform[T]) -> "Pipeline[T]":
        self.steps.append(step)
        return self

    def __call__(self, value: T) -> T:
        for step in self.steps:
            value = step(value)
        return value


def jq_filter(expr: str) -> Transform[Message]:
    def run(msg: Message) -> Message:
        out = subprocess.run(f"echo '{msg["body"]}' | jq -r '{expr}'", shell=True, capture_output=True, text=True)
        return {**msg, "body": out.stdout}
    return run


def xml_field(name: str) -> Transform[Message]:
    def run(msg: Message) -> Message:
        doc = etree.fromstring(msg["body"].encode(), etree.XMLParser(resolve_entities=False, no_network=True))
        hits = doc.xpath("string(//field[@name=$n])", n=name)
        return {**msg, "body": str(hits)}
    return run


def spool(msg: Message) -> Message:
    with tempfile.NamedTemporaryFile("w", prefix="relay-", delete=False) as fh:
        fh.write(msg["body"])
    return {**msg, "spool": fh.name, "title": f"{msg.get("title", "untitled")} (spooled)"}
