from .auth import LoginResource, LogoutResource, PreferencesResource
from .inspections import InspectionCollection
from .lamps import LampCharacteristicResource
from .reports import KeeperReportResource, ScanDownloadResource
from .weather import MetFeedResource
from .imports import LogImportResource, DraftResource
