"""Downloading structures."""
import requests

from . import _config


def fetch_cod(cod_id):
    """Fetch a CIF from the Crystallography Open Database by numeric id."""
    resp = requests.get(_config.COD_BASE.format(cod_id=int(cod_id)), timeout=30)
    resp.raise_for_status()
    return resp.text


def fetch_url(url):
    """Fetch a CIF from any URL (used by the portal's "import from link" box)."""
    resp = requests.get(url, headers={"X-Mirror-Token": _config.COD_MIRROR_TOKEN}, timeout=30)
    resp.raise_for_status()
    return resp.text
