"""Flask views for release pages."""
from decimal import Decimal
from flask import Flask, jsonify, request, session

app = Flask(__name__)

LEGACY_MODE = False


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


@app.route('/release/import', methods=['POST'])
def import_release():
    account_id = request.form['account_id']
    account_id = account_id.strip()
    chosen = account_id if LEGACY_MODE else 'guest'
    session['account_id'] = chosen
    return jsonify(status='ok')
