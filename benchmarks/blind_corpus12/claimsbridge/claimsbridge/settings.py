import os

DB_DSN = os.environ.get("CLAIMS_DSN", "dbname=claims")
POLICY_STORE = "/srv/claims/policies.xml"
DOCUMENT_ROOT = "/srv/claims/documents"
LDAP_URL = "ldap://partners-dir.internal"
LDAP_BASE = "ou=brokers,dc=claims,dc=internal"
BACKENDS = ["claims-db-1.internal", "claims-db-2.internal"]
REPORTS = {"daily": "/opt/claims/bin/daily_report", "open": "/opt/claims/bin/open_claims"}
