import os
import tempfile

LOCK_PATH = os.path.join(tempfile.gettempdir(), "opsdeck-rollout.lock")


class RolloutLock:
    def __enter__(self):
        if os.path.exists(LOCK_PATH):
            raise RuntimeError("another rollout is running")
        with open(LOCK_PATH, "w") as fh:
            fh.write(str(os.getpid()))
        return self

    def __exit__(self, *exc):
        os.unlink(LOCK_PATH)
