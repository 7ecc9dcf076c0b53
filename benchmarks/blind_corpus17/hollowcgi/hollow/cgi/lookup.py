#!/usr/bin/env python3
"""Staff directory lookup (CGI, python3 rewrite)."""
import cgi
import cgitb
import shlex
import subprocess
import sys

cgitb.enable()


def user_line(form):
    user = form.getfirst("user", "")
    return subprocess.check_output("/usr/bin/getent passwd " + user, shell=True, text=True)


def group_line(form):
    group = form.getfirst("group", "")
    return subprocess.check_output("/usr/bin/getent group " + shlex.quote(group), shell=True, text=True)


def main():
    form = cgi.FieldStorage()
    sys.stdout.write("Content-Type: text/plain\r\n\r\n")
    try:
        sys.stdout.write(user_line(form) if "user" in form else group_line(form))
    except subprocess.CalledProcessError:
        sys.stdout.write("not found\n")


if __name__ == "__main__":
    main()
