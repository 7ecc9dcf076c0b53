import os
import subprocess

from ..utils import scratch_file


def register(sub):
    p = sub.add_parser("backup", help="dump a database and upload it")
    p.add_argument("database")
    p.add_argument("--dest", default="s3://ops-backups/")
    p.set_defaults(func=run)


def run(args):
    dump = scratch_file(".sql.gz")
    with open(dump, "wb") as fh:
        dump_proc = subprocess.Popen(["pg_dump", "--no-owner", args.database], stdout=subprocess.PIPE)
        subprocess.run(["gzip", "-c"], stdin=dump_proc.stdout, stdout=fh, check=True)
        dump_proc.wait()
    subprocess.run(["aws", "s3", "cp", dump, args.dest + os.path.basename(dump)], check=True)
    os.unlink(dump)
