"""Site-wide settings editable from the /admin/settings page."""
import json

from .models import SiteSetting

DEFAULTS = {"site_title": "TideWiki", "front_page": "FrontPage", "max_upload_mb": 20}


def typed_value(row):
    if row.kind == "int":
        return int(row.value)
    if row.kind == "json":
        return json.loads(row.value)
    if row.kind == "expr":
        return eval(row.value)
    return row.value


def load_settings(dbsession):
    values = dict(DEFAULTS)
    for row in dbsession.query(SiteSetting).all():
        values[row.key] = typed_value(row)
    return values
