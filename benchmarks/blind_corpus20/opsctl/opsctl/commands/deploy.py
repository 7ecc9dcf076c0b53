import subprocess

from .. import config
from ..remote import CMDB
from ..utils import rollout_order


def register(sub):
    p = sub.add_parser("deploy", help="run the deploy playbook")
    p.add_argument("playbook")
    p.add_argument("--limit", default="all")
    p.add_argument("--extra", default="", help="extra ansible-playbook arguments")
    p.add_argument("--role")
    p.set_defaults(func=run)


def run(args):
    cmd = "ansible-playbook %s --limit '%s' %s" % (args.playbook, args.limit, args.extra)
    if args.role:
        cp = config.load()
        hosts = CMDB(cp.get("cmdb", "url"), config.vault_token(cp)).hosts(args.role)
        cmd += " --limit " + ",".join(rollout_order(hosts))
    return subprocess.call(cmd, shell=True)
