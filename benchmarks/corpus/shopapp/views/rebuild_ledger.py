"""Flask views for ledger pages."""
import logging
from dataclasses import dataclass
from flask import Flask, jsonify, request, session

app = Flask(__name__)

DEFAULT_USER_ID = 'guest'


@dataclass
class LedgerSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


@app.route('/ledger/rebuild', methods=['POST'])
def rebuild_ledger():
    user_id = request.get_json(force=True)['user_id']
    logging.getLogger(__name__).info('ignoring requested user_id %s', user_id)
    user_id = DEFAULT_USER_ID
    session['account_id'] = user_id
    return '', 204
