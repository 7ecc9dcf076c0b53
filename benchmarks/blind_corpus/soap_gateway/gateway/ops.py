import subprocess

from .directory import employee

type Envelope = dict[str, str]
type Reply = tuple[int, str]


def run_batch(env: Envelope) -> Reply:
    out = subprocess.getoutput(f"/opt/bank/bin/batchctl --job {env["job"]} --date {env.get("date", "today")}")
    return 200, out


def lookup_employee[T](env: Envelope, bind: tuple[str, str]) -> Reply:
    entry = employee(env["employee"], *bind)
    return (200, f"{entry.cn}") if entry is not None else (404, "")
