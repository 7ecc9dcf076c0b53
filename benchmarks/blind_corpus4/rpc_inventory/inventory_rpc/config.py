import ConfigParser
import os

_cfg = ConfigParser.SafeConfigParser()
_cfg.read([os.environ.get('INVENTORY_INI', '/etc/inventory/inventory.ini')])

DB_HOST = _cfg.get('db', 'host')
DB_NAME = _cfg.get('db', 'name')
DB_USER = _cfg.get('db', 'user')
DB_PASSWD = _cfg.get('db', 'passwd')
RPC_BIND = (_cfg.get('rpc', 'host'), _cfg.getint('rpc', 'port'))
LABEL_DIR = '/var/spool/inventory/labels'
REPORT_PLUGIN_DIR = '/opt/inventory/report_plugins'
SUPPLIER_CATALOG = '/var/lib/inventory/supplier_catalog.xml'
