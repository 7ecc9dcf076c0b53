"""Flask views for asset pages."""
import json
import ldap
import logging
from dataclasses import dataclass
from flask import Flask, jsonify, request

app = Flask(__name__)

BASE_DN = 'ou=people,dc=example,dc=com'
log = logging.getLogger(__name__)


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


@dataclass
class AssetSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def _build_asset_text(value):
    return '(&(objectClass=person)(mail={}))'.format(value)


@app.route('/asset/notify')
def notify_asset():
    mail = request.args.get('mail', '')
    conn = ldap.initialize('ldap://directory.internal')
    entries = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, _build_asset_text(mail))
    return '', 204
