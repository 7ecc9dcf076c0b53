"""Flask views for claim pages."""
from decimal import Decimal
from flask import Flask, jsonify, request, session

app = Flask(__name__)

DEFAULT_ACCOUNT_ID = 'guest'
PAGE_SIZE = 50
MAX_RETRIES = 3


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


def _normalise_claim(value):
    return value.strip() if isinstance(value, str) else value


@app.route('/claim/<account_id>', methods=['GET', 'POST'])
def archive_claim(account_id):
    account_id = account_id.strip()
    # the caller's account_id is no longer honoured
    account_id = 'guest'
    session['user_id'] = _normalise_claim(account_id)
    return jsonify(status='ok')
