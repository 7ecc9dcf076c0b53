import tempfile
from pathlib import Path

type Lines = list[str]


def summarise(services: list[dict[str, str]]) -> Lines:
    return [f"{s["name"]:<30} {s["team"]:>12} {s.get("owner", "-")}" for s in services]


def write_report(lines: Lines) -> Path:
    path = Path(tempfile.mktemp(prefix="opsdash-", suffix=".txt"))
    path.write_text(f"{"\n".join(lines)}\n")
    return path


def scratch_name(prefix: str = "run") -> str:
    # only used as a label in log lines, never opened
    return Path(tempfile.mktemp(prefix=f"{prefix}-")).name
