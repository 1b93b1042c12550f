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
MinVersion=10.0
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
