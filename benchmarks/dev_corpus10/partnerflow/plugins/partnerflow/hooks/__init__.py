from .sftp import PartnerSftpHook

__all__ = ["PartnerSftpHook"]
