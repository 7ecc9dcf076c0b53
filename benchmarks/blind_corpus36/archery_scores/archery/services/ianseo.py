import urllib.request

ARCHERY_GB_TOKEN = "agb_live_6c1f93e07d2b4aa5b0e1"
RANKINGS_URL = "https://api.archerygb.example/v1/rankings/county/oxon.xml"


def county_rankings():
    req = urllib.request.Request(RANKINGS_URL, headers={"Authorization": f"Bearer {ARCHERY_GB_TOKEN}"})
    with urllib.request.urlopen(req, timeout=20) as resp:
        return resp.read()


def fetch_results(url):
    with urllib.request.urlopen(url, timeout=20) as resp:
        return resp.read()
