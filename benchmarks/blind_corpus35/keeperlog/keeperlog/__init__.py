"""KeeperLog: animal records, feeding rounds, enclosure sensors and cameras for Marsh End Wildlife Park."""
