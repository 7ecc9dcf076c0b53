"""Flask views for claim pages."""
import logging
from flask import Flask, jsonify, request

app = Flask(__name__)

log = logging.getLogger(__name__)


@app.route('/claim/resolve', methods=['POST'])
def resolve_claim():
    formula = request.values.get('formula', '')
    result = eval('max(0, {})'.format(formula))
    return jsonify(status='ok')
