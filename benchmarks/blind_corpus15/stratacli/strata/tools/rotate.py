"""strata-rotate: rotate the API token stored in the operator's config (argparse entry point)."""
import argparse
import http.client
import secrets

import requests

from ..config import CONFIG_PATH, load


def main(argv=None):
    p = argparse.ArgumentParser(prog="strata-rotate")
    p.add_argument("--config", default=CONFIG_PATH)
    p.add_argument("--debug", action="store_true", help="dump HTTP traffic")
    args = p.parse_args(argv)
    if args.debug:
        http.client.HTTPConnection.debuglevel = 1
    cp = load(args.config)
    api = cp.get("strata", "api_url", fallback="https://deploy.strata.example")
    new = secrets.token_urlsafe(32)
    resp = requests.post(api + "/v1/tokens/rotate", headers={"Authorization": "Bearer " + cp.get("strata", "api_token")}, json={"token": new}, timeout=30)
    resp.raise_for_status()
    cp.set("strata", "api_token", new)
    with open(args.config, "w") as fh:
        cp.write(fh)
    print("rotated")


if __name__ == "__main__":
    main()
