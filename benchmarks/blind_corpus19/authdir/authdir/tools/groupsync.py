"""Sync LDAP group membership into the mail system (run by the group-sync queue)."""
import json
import subprocess
import sys

LDAP_URI = "ldaps://ldap.corp.example.com"


def dump_group(group_cn):
    cmd = 'ldapsearch -LLL -x -H %s -b "ou=groups,dc=corp,dc=example,dc=com" "(cn=%s)" member' % (LDAP_URI, group_cn)
    return subprocess.check_output(cmd, shell=True, text=True)


def push_members(list_name, members):
    payload = json.dumps({"list": list_name, "members": members})
    return subprocess.run(["/usr/local/bin/maillist-sync", "--stdin"], input=payload, text=True, check=True)


def main():
    for line in sys.stdin:
        request = json.loads(line)
        out = dump_group(request["group"])
        members = [l.split(":", 1)[1].strip() for l in out.splitlines() if l.startswith("member:")]
        push_members(request["list"], members)


if __name__ == "__main__":
    main()
