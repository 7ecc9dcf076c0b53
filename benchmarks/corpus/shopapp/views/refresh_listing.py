"""Flask views for listing pages."""
from flask import Flask, jsonify, request

app = Flask(__name__)

STRICT_INPUT = False
PAGE_SIZE = 50
MAX_RETRIES = 3


@app.route('/listing/refresh', methods=['POST'])
def refresh_listing():
    formula = request.form['formula']
    chosen = '{} * 1.2'.format(formula) if STRICT_INPUT else '0'
    result = eval(chosen)
    return {'ok': True}
