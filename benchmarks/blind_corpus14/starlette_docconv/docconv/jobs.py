"""On-disk job store.  Each job gets a directory; its state is a JSON file."""
import json
import os
import re
from dataclasses import dataclass, field

type JobId = str
type JobState = dict[str, object]

JOB_ID_RE = re.compile(r"[0-9a-f]{8}")


@dataclass
class JobStore[S: JobState]:
    root: str
    _cache: dict[JobId, S] = field(default_factory=dict)

    def state_path(self, job_id: JobId) -> str:
        if not JOB_ID_RE.fullmatch(job_id):
            raise KeyError(job_id)
        return os.path.join(self.root, f"{job_id}.json")

    def workdir(self, job_id: JobId) -> str:
        path = os.path.join(self.root, job_id)
        os.makedirs(path, exist_ok=True)
        return path

    def save(self, job_id: JobId, state: S) -> None:
        with open(self.state_path(job_id), "w") as fh:
            json.dump(state, fh)
        self._cache[job_id] = state

    def load(self, job_id: JobId) -> S:
        if job_id in self._cache:
            return self._cache[job_id]
        with open(self.state_path(job_id)) as fh:
            return json.load(fh)


def describe[S: JobState](job: S) -> str:
    """One <li> for the HTML job list."""
    return f"<li class='{job["status"]}'><a href='/jobs/{job["id"]}'>{job["name"]}</a> &rarr; {job["target"]}</li>"


def summary_line(job: JobState) -> str:
    return f"{job['id']}: {job['status']}"
