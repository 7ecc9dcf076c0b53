import logging

import requests

log = logging.getLogger(__name__)


class LeagueClient:
    def __init__(self, base_url, api_key):
        self.base_url = base_url.rstrip("/")
        self.session = requests.Session()
        self.session.headers["X-Api-Key"] = api_key

    def fixtures(self, season):
        return self.session.get(f"{self.base_url}/fixtures", params={"season": season}, timeout=30).json()

    def scorecard_xml(self, fixture):
        url = fixture["links"]["scorecard"]
        log.debug("fetching %s", url)
        return self.session.get(url, timeout=30).content

    def team_sheets(self, fixture_id):
        return self.session.get(f"{self.base_url}/fixtures/{int(fixture_id)}/teamsheets.tar.gz", timeout=60).content
