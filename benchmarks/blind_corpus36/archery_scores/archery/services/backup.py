import os
import shutil
import sqlite3
import tempfile


def snapshot(db_path):
    dump_path = tempfile.mktemp(suffix=".sql", prefix="archery-")
    with open(dump_path, "w") as fh:
        for line in sqlite3.connect(db_path).iterdump():
            fh.write(line + "\n")
    return dump_path


def copy_database(db_path):
    fd, path = tempfile.mkstemp(suffix=".sqlite")
    os.close(fd)
    shutil.copyfile(db_path, path)
    return path
