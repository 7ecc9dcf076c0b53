"""opsctl-backup: dump a database and ship it to object storage."""
import argparse
import os
import subprocess
import tempfile


def dump(database, host):
    target = tempfile.mktemp(suffix=".sql.gz", prefix=f"{database}-")
    with open(target, "wb") as out:
        dumper = subprocess.Popen(["pg_dump", "-h", host, database], stdout=subprocess.PIPE)
        subprocess.run(["gzip", "-c"], stdin=dumper.stdout, stdout=out, check=True)
        dumper.wait()
    return target


def checksum_file(path):
    fd, sums = tempfile.mkstemp(suffix=".sha256")
    with os.fdopen(fd, "w") as fh:
        out = subprocess.run(["sha256sum", path], capture_output=True, text=True, check=True)
        fh.write(out.stdout)
    return sums


def upload(path, bucket):
    subprocess.run(["aws", "s3", "cp", path, f"s3://{bucket}/"], check=True)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("database")
    ap.add_argument("--host", default="localhost")
    ap.add_argument("--bucket", default="northwind-db-backups")
    ap.add_argument("--post-hook", help="shell command run after a successful upload")
    args = ap.parse_args(argv)
    path = dump(args.database, args.host)
    upload(path, args.bucket)
    upload(checksum_file(path), args.bucket)
    if args.post_hook:
        subprocess.run(args.post_hook, shell=True, check=False)
    os.unlink(path)


if __name__ == "__main__":
    main()
