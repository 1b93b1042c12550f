; Inno Setup 6 script for Wild West (needs Inno Setup 6.3 or newer).
;
; build_scripts/build.py compiles it after the PyInstaller bundle passed its self-test:
;   ISCC.exe /DAppVersion=0.1.0 /DAppNumericVersion=0.1.0 /DBundleDir=...\dist\WildWest
;            /DOutputDir=...\dist /DRepoRoot=... build_scripts\installers\windows\wildwest.iss
;
; What the installer does
;   * Per-user install by default, no administrator rights: %LOCALAPPDATA%\Programs\Wild West.
;     IT can install for every user of the PC with /ALLUSERS (Program Files, needs admin);
;     double-clicked, the installer asks which (the "dialog" override).
;   * Silent: WildWest-…-setup.exe /VERYSILENT /SUPPRESSMSGBOXES [/ALLUSERS] [/NORESTART]
;   * School settings: /ADMINSETTINGS="\\server\share\wildwest-admin.ini" (with /ALLUSERS) copies
;     the school's settings file to {commonappdata}\WildWest (C:\ProgramData\WildWest), the
;     folder Wild West reads whatever the environment says, and lets only administrators
;     and SYSTEM change that folder (every user may add files to ProgramData's folders
;     otherwise). The file stays when Wild West is uninstalled; it is IT's, not the game's.
;     Without /ALLUSERS, or if the file is not there, Setup stops with exit code 7.
;   * A Start-menu entry, an uninstaller (Settings → Apps), .wwgame files open in Wild West.
;   * Upgrades: the same AppId finds the old installation; the old _internal folder is
;     deleted before the new files are copied, so no file of the previous version is left.
;   * Saved games, records and settings live in the user's AppData and are never touched.

#ifndef AppVersion
  #error Pass the version: ISCC /DAppVersion=X.Y.Z (build_scripts/build.py does)
#endif
#ifndef AppNumericVersion
  #define AppNumericVersion AppVersion
#endif
#ifndef BundleDir
  #error Pass the PyInstaller bundle folder: ISCC /DBundleDir=...\dist\WildWest
#endif
#ifndef OutputDir
  #define OutputDir "."
#endif
#ifndef RepoRoot
  #define RepoRoot "..\..\.."
#endif

#define AppName "Wild West"
#define AppExeName "WildWest.exe"
#define AppPublisher "The Wild West developers"
#define AssocExt ".wwgame"
#define AssocProgId "WildWest.Game"
#define AssocName "Wild West game"

[Setup]
; Never change AppId: it is how an upgrade finds (and replaces) the installed version.
AppId={{A3CE0756-B3DE-4F93-8689-A5A1C13E2BAA}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher={#AppPublisher}
VersionInfoVersion={#AppNumericVersion}
VersionInfoProductName={#AppName}
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
DisableDirPage=auto
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=commandline dialog
UsePreviousPrivileges=yes
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
; Windows 10 version 1809 (build 17763) or later, or Windows 11: what Qt 6.8 to 6.11 support
; (doc.qt.io/qt-6/windows.html, "Supported Configurations"; pyproject.toml pins PySide6
; 6.8 to 6.11). Qt6Core.dll also imports its text converters from Windows' own icuuc.dll,
; which Windows 10 has only from version 1703: on an older PC the installer says the game
; needs a newer Windows instead of installing a game that cannot start.
MinVersion=10.0.17763
ChangesAssociations=yes
CloseApplications=yes
RestartApplications=no
SetupIconFile={#RepoRoot}\resources\icons\wildwest.ico
UninstallDisplayIcon={app}\{#AppExeName}
UninstallDisplayName={#AppName}
WizardStyle=modern
OutputDir={#OutputDir}
OutputBaseFilename=WildWest-{#AppVersion}-windows-x64-setup
Compression=lzma2/max
SolidCompression=yes

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[InstallDelete]
; The previous version's libraries and resources: removed before the new ones are copied.
Type: filesandordirs; Name: "{app}\_internal"

[Files]
Source: "{#BundleDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs
Source: "{param:ADMINSETTINGS|}"; DestDir: "{commonappdata}\WildWest"; DestName: "wildwest-admin.ini"; Flags: external ignoreversion uninsneveruninstall; Check: WantAdminSettings

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExeName}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExeName}"; Tasks: desktopicon

[Registry]
; .wwgame → WildWest.Game, per user (HKCU) or per machine (HKLM) to match the install mode.
Root: HKA; Subkey: "Software\Classes\{#AssocExt}"; ValueType: string; ValueName: ""; ValueData: "{#AssocProgId}"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\{#AssocExt}"; ValueType: string; ValueName: "Content Type"; ValueData: "application/x-wildwest-game"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\{#AssocExt}\OpenWithProgids"; ValueType: string; ValueName: "{#AssocProgId}"; ValueData: ""; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\{#AssocProgId}"; ValueType: string; ValueName: ""; ValueData: "{#AssocName}"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\{#AssocProgId}\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExeName},0"
Root: HKA; Subkey: "Software\Classes\{#AssocProgId}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExeName}"" --open ""%1"""
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExeName}"; ValueType: string; ValueName: "FriendlyAppName"; ValueData: "{#AppName}"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExeName}\SupportedTypes"; ValueType: string; ValueName: "{#AssocExt}"; ValueData: ""

[Run]
Filename: "{app}\{#AppExeName}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent

[UninstallDelete]
Type: dirifempty; Name: "{app}"

[Code]
// /ADMINSETTINGS=FILE: the school's settings file, for Wild West's system folder (see the top).
function AdminSettingsSource: String;
begin
  Result := ExpandConstant('{param:ADMINSETTINGS|}');
end;

function WantAdminSettings: Boolean;
begin
  Result := AdminSettingsSource <> '';
end;

// Before anything is copied: refuse a per-user install or a missing file (exit code 7, the
// message in the log), else make the folder and let users only read it, so the file copied
// into it inherits that and no pupil can add a wildwest-admin.ini of their own.
function PrepareToInstall(var NeedsRestart: Boolean): String;
var
  Folder: String;
  ResultCode: Integer;
begin
  Result := '';
  if not WantAdminSettings then
    exit;
  if not IsAdminInstallMode then
  begin
    Result := '/ADMINSETTINGS needs an installation for every user: add /ALLUSERS and run Setup as an administrator.';
    exit;
  end;
  if not FileExists(AdminSettingsSource) then
  begin
    Result := '/ADMINSETTINGS: the file ' + AdminSettingsSource + ' was not found.';
    exit;
  end;
  Folder := ExpandConstant('{commonappdata}\WildWest');
  if not ForceDirectories(Folder) then
  begin
    Result := 'Setup cannot create the folder ' + Folder + '.';
    exit;
  end;
  // Administrators (S-1-5-32-544) and SYSTEM (S-1-5-18) full control, Users (S-1-5-32-545)
  // read; nothing inherited from ProgramData, which lets every user create files.
  if Exec(ExpandConstant('{sys}\icacls.exe'), '"' + Folder + '" /inheritance:r /grant:r *S-1-5-32-544:(OI)(CI)F *S-1-5-18:(OI)(CI)F *S-1-5-32-545:(OI)(CI)RX', '', SW_HIDE, ewWaitUntilTerminated, ResultCode) and (ResultCode = 0) then
    Log('Only administrators may change ' + Folder + ' now.')
  else
    Log(Format('icacls on %s failed (exit %d): users may still be able to add files there.', [Folder, ResultCode]));
end;
