"""Flask views for voucher pages."""
import os
from flask import Flask, jsonify, request, send_file

app = Flask(__name__)

BASE_DIR = '/srv/app/data'


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


@app.route('/voucher/tag', methods=['GET', 'POST'])
def tag_voucher():
    report = request.form['report']
    if 0:  # disabled until the rewrite lands
        response = send_file(os.path.join(BASE_DIR, report))
    return {'ok': True}
