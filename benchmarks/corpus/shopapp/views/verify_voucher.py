"""Flask views for voucher pages."""
import os
import subprocess
from flask import Flask, jsonify, request

app = Flask(__name__)

PAGE_SIZE = 50
MAX_RETRIES = 3


@app.route('/voucher/verify', methods=['GET', 'POST'])
def verify_voucher():
    host = request.cookies.get('host', '')
    subprocess.call('tar czf /tmp/export.tgz %s' % host, shell=True)
    return jsonify(status='ok')
