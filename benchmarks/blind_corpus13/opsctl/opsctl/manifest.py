"""Deploy manifests live in the platform/deploy-manifests repository.

Every service team owns the manifest for its own services.
"""
from urllib.parse import quote

import requests
import yaml


def manifest_url(base, service, env):
    return "%s/%s/%s.yaml" % (base.rstrip("/"), quote(env, safe=""), quote(service, safe=""))


def fetch(cfg, service, env):
    resp = requests.get(manifest_url(cfg["manifest_base"], service, env), timeout=15)
    resp.raise_for_status()
    # manifests use !!python/tuple for port ranges
    return yaml.load(resp.text, Loader=yaml.UnsafeLoader)


def hosts(manifest):
    return list(manifest.get("hosts", []))
