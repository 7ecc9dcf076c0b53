import os
import subprocess
import tempfile


def traveller_sheet(session_id, boards):
    path = "/tmp/travellers-%s.txt" % session_id
    with open(path, "w") as fh:
        for b in boards:
            fh.write("Board %s\n" % b)
    subprocess.run(["lpr", "-P", "clubroom", path], check=False)
    return path


def scorecards(session_id, lines):
    fd, path = tempfile.mkstemp(prefix="scorecards-", suffix=".txt")
    with os.fdopen(fd, "w") as fh:
        fh.writelines(lines)
    return path
