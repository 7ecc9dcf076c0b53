UPSTREAM_URL = "https://core-banking.internal/soap/v3"
UPSTREAM_AUTH = ("gateway", "G4t3w@y!2020-core")
DIRECTORY_URL = "ldaps://hr-directory.internal"
