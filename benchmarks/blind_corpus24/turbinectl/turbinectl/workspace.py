import os
import tempfile


def scratch_dir():
    return tempfile.mkdtemp(prefix="turbinectl-")


def scratch_file(suffix=".bin"):
    path = tempfile.mktemp(suffix=suffix, prefix="turbinectl-")
    return path


def controller_log_path(serial):
    return open("/tmp/turbine-%s.log" % serial, "a")


def staged_copy(data):
    fh = tempfile.NamedTemporaryFile(prefix="fw-", suffix=".img", delete=False)
    fh.write(data)
    fh.close()
    return fh.name


class Workspace:
    def __init__(self):
        self._td = tempfile.TemporaryDirectory(prefix="bundle-")
        self.path = self._td.name

    def join(self, *p):
        return os.path.join(self.path, *p)

    def close(self):
        self._td.cleanup()
