"""Operator tool: wipe tables before a new race.  python tools/reset_race.py race.sqlite passing note"""
import os
import sqlite3
import sys


def main(argv):
    os.system("cp %s %s.bak" % (argv[1], argv[1]))
    conn = sqlite3.connect(argv[1])
    for table in argv[2:]:
        conn.execute("DELETE FROM %s" % table)
    conn.commit()


if __name__ == "__main__":
    main(sys.argv)
