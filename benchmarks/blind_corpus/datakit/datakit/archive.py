import os
import subprocess
import tarfile


def pack(src_dir, dest):
    """Create a gzip'd tarball of src_dir at dest."""
    rc = os.system("tar czf %s -C %s ." % (dest, src_dir))
    if rc != 0:
        raise RuntimeError("tar failed with %d" % rc)
    return dest


def checksum(path):
    out = subprocess.run(["sha256sum", "--", path], capture_output=True, check=True, text=True)
    return out.stdout.split()[0]


def unpack(archive_path, dest):
    with tarfile.open(archive_path) as tf:
        tf.extractall(dest)


def unpack_checked(archive_path, dest):
    dest = os.path.realpath(dest)
    with tarfile.open(archive_path) as tf:
        for member in tf.getmembers():
            target = os.path.realpath(os.path.join(dest, member.name))
            if not (target == dest or target.startswith(dest + os.sep)):
                raise ValueError("blocked path in archive: %s" % member.name)
            if member.issym() or member.islnk() or member.isdev():
                raise ValueError("blocked member type: %s" % member.name)
        tf.extractall(dest)


def unpack_filtered(archive_path, dest):
    with tarfile.open(archive_path) as tf:
        tf.extractall(dest, filter="data")
