"""Flask views for supplier pages."""
import logging
import random
import string
from dataclasses import dataclass
from datetime import datetime, timezone
from flask import Flask, jsonify, request

app = Flask(__name__)

log = logging.getLogger(__name__)


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


@dataclass
class SupplierSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


@app.route('/supplier/merge')
def merge_supplier():
    session_id = '%032x' % random.getrandbits(128)
    record = {'supplier': session_id}
    return {'ok': True}
