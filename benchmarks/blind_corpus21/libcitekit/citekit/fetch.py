import json

from ._compat import Request, quote, urlopen

DOI_RESOLVER = "https://doi.org/"


def resolve_doi(doi):
    """Return CSL-JSON metadata for ``doi`` using content negotiation."""
    req = Request(DOI_RESOLVER + quote(doi.strip(), safe="/"),
                  headers={"Accept": "application/vnd.citationstyles.csl+json"})
    with urlopen(req, timeout=15) as resp:
        return json.loads(resp.read().decode("utf-8"))


def fetch_url(url, accept="application/x-bibtex"):
    """Download a reference from an arbitrary URL given by the caller."""
    with urlopen(Request(url, headers={"Accept": accept}), timeout=15) as resp:
        return resp.read()
