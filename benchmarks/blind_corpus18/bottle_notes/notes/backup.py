import os
import tarfile
import tempfile


def restore(upload_fileobj, dest):
    with tarfile.open(fileobj=upload_fileobj, mode="r:*") as tf:
        tf.extractall(dest)


def snapshot(paths):

    work = tempfile.mkdtemp(prefix="notes-")
    out = os.path.join(work, "backup.tar.gz")
    with tarfile.open(out, "w:gz") as tf:
        for p in paths:
            tf.add(p, arcname=os.path.basename(p))
    return out


def scratch_file():
    path = "/tmp/notes-restore.lock"
    fh = open(path, "w")
    fh.write(str(os.getpid()))
    return fh
