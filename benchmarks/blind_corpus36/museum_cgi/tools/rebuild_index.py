#!/usr/bin/env python3
"""Curator's maintenance script, run by hand on the server."""
import argparse
import subprocess

p = argparse.ArgumentParser()
p.add_argument("--db", default="/srv/museum/quicksearch.sqlite")
p.add_argument("--sql", default="/srv/museum/sql/quicksearch.sql")
args = p.parse_args()

subprocess.run(f"sqlite3 {args.db} < {args.sql}", shell=True, check=True)
print("rebuilt", args.db)
