import os

LOG_ROOT = "/var/log/lab"


class FileMethods:
    def rpc_tail(self, name, lines=50):
        path = os.path.join(LOG_ROOT, name)
        with open(path, "rb") as fh:
            fh.seek(0, os.SEEK_END)
            size = fh.tell()
            fh.seek(max(0, size - 8192 * max(1, int(lines) // 50)))
            data = fh.read().decode(errors="replace")
        return data.splitlines()[-int(lines):]

    def rpc_log_size(self, name):
        root = os.path.realpath(LOG_ROOT)
        path = os.path.realpath(os.path.join(root, name))
        if not path.startswith(root + os.sep):
            raise PermissionError(name)
        return os.path.getsize(path)
