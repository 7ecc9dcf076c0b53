# Site settings for the network admin portal.
DB_FILE = "/var/lib/netadmin/inventory.db"
LEASES_DIR = "/var/lib/dhcp/leases"
CONFIG_DIR = "/srv/netadmin/switch-configs"
BACKUP_DIR = "/srv/netadmin/backups"
SNMP_COMMUNITY = "n3tw0rk-ro"
SESSION_TTL = 3600
ALLOWED_PINGERS = ("10.0.0.0/8", "192.168.0.0/16")
