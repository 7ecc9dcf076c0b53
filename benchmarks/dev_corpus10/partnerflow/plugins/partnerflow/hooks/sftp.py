import os
import posixpath

import paramiko
from airflow.hooks.base import BaseHook


class PartnerSftpHook(BaseHook):
    def __init__(self, conn_id="partner_sftp"):
        super().__init__()
        self.conn_id = conn_id

    def get_conn(self):
        conn = self.get_connection(self.conn_id)
        transport = paramiko.Transport((conn.host, conn.port or 22))
        transport.connect(username=conn.login, password=conn.password)
        return paramiko.SFTPClient.from_transport(transport)

    def download_new(self, remote_dir, local_dir, seen):
        sftp = self.get_conn()
        fetched = []
        for name in sftp.listdir(remote_dir):
            if name in seen:
                continue
            local = os.path.join(local_dir, name)
            sftp.get(posixpath.join(remote_dir, name), local)
            fetched.append(local)
        return fetched
