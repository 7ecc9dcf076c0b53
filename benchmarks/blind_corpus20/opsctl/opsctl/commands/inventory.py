import json

import yaml

from ..remote import fetch
from ..utils import load_cache, save_cache


def register(sub):
    p = sub.add_parser("inventory", help="show or filter the host inventory")
    p.add_argument("--file", help="local inventory YAML")
    p.add_argument("--url", help="fetch inventory JSON from URL")
    p.add_argument("--where", help="python expression evaluated per host, e.g. \"h['cpu'] > 8\"")
    p.set_defaults(func=run)


def run(args):
    hosts = load_cache("inventory")
    if hosts is None:
        if args.url:
            hosts = fetch(args.url).json()["hosts"]
        else:
            with open(args.file or "inventory.yml") as fh:
                hosts = yaml.safe_load(fh)["hosts"]
        save_cache("inventory", hosts)
    if args.where:
        hosts = [h for h in hosts if eval(args.where, {}, {"h": h})]
    print(json.dumps(hosts, indent=2))
